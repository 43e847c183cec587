import { readSignedIn, rememberSignedIn } from '@portal/shared/api';
import { getUserInfo } from '@portal/shared/endpoints';
import { useBaseStore } from '@portal/shared/stores';
import { render, screen, waitFor } from '@testing-library/react';
import { fakeApi, failure, inApp, MEMBER } from '../testing';
import { usePrivateApi } from './private-api';

const api = fakeApi();
const LOADED = { timeout: 10_000 };

function Probe() {
  const state = usePrivateApi(getUserInfo);
  return <p>{state.data?.userName ?? 'loading'}</p>;
}

describe('usePrivateApi', () => {
  it("reads the member's data in the browser", async () => {
    api.answer(getUserInfo, MEMBER);
    render(inApp(<Probe />, { path: '/en-us/member/profile' }));
    expect(await screen.findByText('Chan Tai Man', {}, LOADED)).toBeInTheDocument();
  });

  it('on a 401 forgets the member and goes to sign-in with the way back', async () => {
    rememberSignedIn({ userID: 41, userName: 'Chan' });
    useBaseStore.getState().setUserInfo({ userID: 41, userName: 'Chan' });
    api.answer(getUserInfo, failure(401, 'Please sign in first'));
    render(inApp(<Probe />, { path: '/zh-cn/member/profile?tab=2' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/zh-cn/member/sign-in?redirect=%2Fzh-cn%2Fmember%2Fprofile%3Ftab%3D2'), LOADED);
    expect(readSignedIn()).toBeUndefined();
    expect(useBaseStore.getState().userInfo).toBeNull();
  });
});
